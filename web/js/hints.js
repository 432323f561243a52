// Hints step up: asked again on the same position, the next of the API's four depths (where
// to look, which rule, the step, the answer); on a new position, from where to look again.

export const DEPTHS = ['nudge', 'rule', 'step', 'answer'];

// `last` is { position (as JSON text), depth } of the hint shown before, or null.
export function nextHint(last, position) {
  if (!last || last.position !== JSON.stringify(position)) return DEPTHS[0];
  return DEPTHS[Math.min(DEPTHS.indexOf(last.depth) + 1, DEPTHS.length - 1)];
}

const capital = (text) => (text ? text[0].toUpperCase() + text.slice(1) : '');
const sentence = (text) => (/[.!?:]$/.test(text) ? text : `${text}.`);

// The hint in words for its depth, and what asking again adds.
export function hintMessage(answer, depth) {
  const more = { nudge: 'Hint again: the rule.', rule: 'Hint again: the step.', step: 'Hint again: the answer.' };
  const parts = [];
  if (depth === 'answer' && answer.answer) parts.push(`Answer: ${sentence(answer.answer)}`);
  else if (answer.step) parts.push(sentence(capital(answer.step.text.split('\n')[0])));
  else if (answer.rule) parts.push(`${capital(answer.nudge)}: ${sentence(answer.rule)}`);
  else parts.push(`${capital(answer.nudge)} (highlighted).`);
  if (answer.warning) parts.push(`Note: ${sentence(answer.warning)}`);
  if (more[depth]) parts.push(more[depth]);
  return parts.join(' ');
}
