// Which keys a focused element keeps for itself; every other key plays on the board, wherever
// the focus is.

const NOT_TEXT = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

// A field the player types text into: its keys, Ctrl+Z included, are its own.
export function isTextEntry(node) {
  if (!node || !node.tagName) return false;
  if (node.isContentEditable || node.tagName === 'TEXTAREA') return true;
  return node.tagName === 'INPUT' && !NOT_TEXT.has(node.type) && !node.readOnly;
}

// True when the key belongs to the focused element rather than the board: typing in a text
// field, choosing in a menu, Space or Enter on a button, a link or a box.
export function ownsKey(node, event, board) {
  if (!node || node === board || node === document.body) return false;
  if (isTextEntry(node) || node.tagName === 'SELECT') return true;
  const activates = event.key === ' ' || event.key === 'Enter';
  return activates && !!node.closest('button, summary, a[href], input, label');
}
