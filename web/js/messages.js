// The server's refusals ({error, where, rule}: docs/server.md "Refusals") in a player's words:
// the command line's words (--type, --rows, file extensions) and the rule's tag left out,
// places kept as the server counts them, from 1 (line 3, column 2, character 12).

const TYPES = 'sudoku, killer, binox, dominosa or lightsout';

// Refusals whose own words speak of the command line: said again for the page.
const BY_RULE = {
  'unknown type': () => 'Which puzzle is this? Start the text with its type on a line of its own '
    + `(${TYPES}) and then its rows, or paste a one-line sudoku, a Simon Tatham game id `
    + '(such as dominosa:3:03220031320012311213) or an f-puzzles or SudokuPad link.',
  'empty input': () => 'There is no puzzle in the box: paste one first.',
};

// Where a refusal points, as a name a player knows: a parameter of the new-puzzle form or a
// field of the puzzle (`--size`, `field levels`, `query parameter seed`).
function nameOf(where) {
  const match = /^(?:--|field |query parameter )([\w-]+)$/.exec(where || '');
  return match ? match[1] : null;
}

export function playerMessage(body) {
  if (!body || typeof body.error !== 'string') return 'The server refused the request.';
  if (BY_RULE[body.rule]) return BY_RULE[body.rule](body);
  let text = body.error.replace(/\s*\[rule: [^\]]*\]/g, '');
  const name = nameOf(body.where);
  text = text.replace(/^--([\w-]+):\s*/, '$1: ');
  if (name && !text.startsWith(`${name}:`) && !/^line \d/.test(text)) text = `${name}: ${text}`;
  text = text
    .replace(/\btatham: char (\d+):/g, 'in the Simon Tatham game id, at character $1:')
    .replace(/\bfpuzzles-link: char (\d+):/g, 'in the f-puzzles link, at character $1:')
    .replace(/\bfpuzzles: /g, 'in the f-puzzles puzzle: ')
    .replace(/\bthe decompressed puzzle: char (\d+):/g, 'its puzzle, at character $1:')
    .replace(/\bfield ([\w-]+): /g, '$1: ')
    .replace(/\bheader: /g, 'the first line: ')
    .replace(/\bcol (\d+)/g, 'column $1')
    // Whatever else names an option of the command line or a file: the word alone.
    .replace(/(^|[\s(,'])--([a-z][\w-]*)/g, '$1$2')
    .replace(/,? ?(?:and )?the file name no type extension(?: \([^)]*\))?/g, '')
    .replace(/no known file extension/g, 'no type said');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
