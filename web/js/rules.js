// How to play each type: its rules in a few plain sentences and its controls, for the page's
// "How to play" panel. A type word the page does not know here gets no panel.

const SUDOKU_CONTROLS = [
  'Click a cell (or move with the arrow keys) and type a digit, or press it on the pad.',
  'Pencil marks: the corner and centre modes, or Shift+digit for a corner mark and Ctrl (or Alt)+digit for a centre mark.',
  'Several cells at once: Ctrl-click, drag, or Shift and the arrows. Delete clears.',
  'The colour mode paints the selected cells: 1 to 6 a colour, the same again or Delete takes it off.',
];

const RULES = {
  sudoku: {
    title: 'Sudoku',
    rules: [
      'Fill every empty cell with a digit from 1 to the size of the grid.',
      'Each row, each column and each box holds every digit exactly once.',
      'The digits already printed stay as they are.',
    ],
    controls: SUDOKU_CONTROLS,
  },
  killer: {
    title: 'Killer Sudoku',
    rules: [
      'Fill every cell with a digit: each row, column and box holds every digit exactly once, as in sudoku.',
      'The dashed outlines are cages: the digits of a cage add up to the small number in its corner.',
      'No digit repeats within a cage.',
    ],
    controls: SUDOKU_CONTROLS,
  },
  binox: {
    title: 'Binox',
    rules: [
      'Fill every cell with an X or an O.',
      'Each row and each column holds as many X as O.',
      'No three cells in a row, across or down, hold the same symbol.',
      'No two rows are the same, and no two columns are.',
    ],
    controls: [
      'Click a cell to cycle it through X, O and empty (a right click goes the other way).',
      'Keys: X or O places, Space cycles, Delete clears; the arrows move.',
    ],
  },
  dominosa: {
    title: 'Dominosa',
    rules: [
      'The grid is a full set of dominoes laid side by side: every pair of numbers from 0-0 to the largest, each once.',
      'Find where each domino lies: cover every cell with one domino of two neighbouring cells.',
      'No domino may be used twice; the table beside the board shows which are placed.',
    ],
    controls: [
      'Drag from a cell to its neighbour to lay a domino there; click a domino to lift it.',
      'A right-drag between two cells (or a drag in the line mode) marks that no domino lies there; again takes the mark off.',
      'Keys: Shift+arrow lays a domino from the cursor to that side, Ctrl+arrow marks no domino there, Delete lifts a domino.',
    ],
  },
  lightsout: {
    title: 'Lights Out',
    rules: [
      'Pressing a light steps it and its neighbours up one level, the brightest going back to off.',
      'Turn every light off.',
      'The order of the presses does not matter, only how many times each light is pressed.',
    ],
    controls: [
      'Click a light to press it (a right click takes a press back).',
      'Keys: Space or Enter presses the light at the cursor, Shift with it takes a press back.',
      'Solve plays the presses one by one; Fewest presses rings the least presses that finish.',
    ],
  },
};

export function rulesOf(type) {
  return RULES[type] || null;
}

// The panel's content for a type: a heading, the rules as one paragraph, the controls as a list.
export function fillHowTo(details, type) {
  const rules = rulesOf(type);
  details.hidden = !rules;
  if (!rules) return;
  details.querySelector('summary').textContent = `How to play ${rules.title}`;
  const body = details.querySelector('.how-to-body');
  const paragraph = document.createElement('p');
  paragraph.className = 'how-to-rules';
  paragraph.textContent = rules.rules.join(' ');
  const heading = document.createElement('p');
  heading.className = 'how-to-heading';
  heading.textContent = 'Controls';
  const list = document.createElement('ul');
  list.className = 'how-to-controls';
  list.replaceChildren(...rules.controls.map((line) => {
    const item = document.createElement('li');
    item.textContent = line;
    return item;
  }));
  body.replaceChildren(paragraph, heading, list);
}
