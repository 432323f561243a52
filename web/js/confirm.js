// New puzzle (or an import) replaces the game on the board only once the player says so, when
// that game has moves in it and is not finished (it stays under Games in progress, to take up
// again). The same question, in other words, before a share link's position replaces the
// player's own position of the same puzzle.

const dialog = () => document.querySelector('#confirm-new');

export function confirmReplace(game, words = null) {
  if (!words && !game.inProgress()) return Promise.resolve(true);
  const box = dialog();
  const text = box.querySelector('#confirm-new-text');
  const yesButton = box.querySelector('#confirm-new-yes');
  const noButton = box.querySelector('#confirm-new-no');
  const before = [text.textContent, yesButton.textContent, noButton.textContent];
  if (words) [text.textContent, yesButton.textContent, noButton.textContent] = [words.text, words.yes, words.no];
  return new Promise((resolve) => {
    const answer = (yes) => {
      yesButton.onclick = null;
      noButton.onclick = null;
      box.onclose = null;
      if (box.open) box.close();
      [text.textContent, yesButton.textContent, noButton.textContent] = before;
      resolve(yes);
    };
    yesButton.onclick = () => answer(true);
    noButton.onclick = () => answer(false);
    // Escape closes the dialog: the game in play stays.
    box.onclose = () => answer(false);
    box.showModal();
  });
}
