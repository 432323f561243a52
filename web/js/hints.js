// Hints step up: asked again on the same position, the next of the API's four depths (where
// to look, which rule, the step, the answer); on a new position, from where to look again.

export const DEPTHS = ['nudge', 'rule', 'step', 'answer'];

// `last` is { position (as JSON text), depth } of the hint shown before, or null.
export function nextHint(last, position) {
  if (!last || last.position !== JSON.stringify(position)) return DEPTHS[0];
  return DEPTHS[Math.min(DEPTHS.indexOf(last.depth) + 1, DEPTHS.length - 1)];
}

const capital = (text) => (text ? text[0].toUpperCase() + text.slice(1) : '');

// The hint in words for its depth, and what asking again adds.
export function hintMessage(answer, depth) {
  const more = { nudge: ' Hint again for the rule.', rule: ' Hint again for the step.', step: ' Hint again for the answer.' };
  const parts = [];
  if (depth === 'answer' && answer.answer) parts.push(`Answer: ${answer.answer}.`);
  else if (answer.step) parts.push(capital(answer.step.text.split('\n')[0]));
  else if (answer.rule) parts.push(`${capital(answer.nudge)}: ${answer.rule}.`);
  else parts.push(`${capital(answer.nudge)} (highlighted).`);
  if (answer.warning) parts.push(`Note: ${answer.warning}`);
  return parts.join(' ') + (more[depth] || '');
}
