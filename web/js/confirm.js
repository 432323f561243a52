// New puzzle (or an import) replaces the game in play only once the player says so, when that
// game has moves in it and is not finished: the page keeps one game, which would be lost.

const dialog = () => document.querySelector('#confirm-new');

export function confirmReplace(game) {
  if (!game.inProgress()) return Promise.resolve(true);
  const box = dialog();
  return new Promise((resolve) => {
    const answer = (yes) => {
      box.querySelector('#confirm-new-yes').onclick = null;
      box.querySelector('#confirm-new-no').onclick = null;
      box.onclose = null;
      if (box.open) box.close();
      resolve(yes);
    };
    box.querySelector('#confirm-new-yes').onclick = () => answer(true);
    box.querySelector('#confirm-new-no').onclick = () => answer(false);
    // Escape closes the dialog: the game in play stays.
    box.onclose = () => answer(false);
    box.showModal();
  });
}
