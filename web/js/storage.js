// The game kept in localStorage (so a reload resumes it) and the puzzle in a share link's
// fragment (which never reaches the server, and needs no storage on either side).

const KEY = 'gridlogic.game';

export function save(game) {
  try {
    localStorage.setItem(KEY, JSON.stringify(game));
  } catch {
    // A full or disabled storage loses only the resume, not the game in play.
  }
}

export function load() {
  try {
    const text = localStorage.getItem(KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code) {
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

export function shareLink(puzzle) {
  const url = new URL(window.location.href);
  url.hash = `p=${toBase64Url(JSON.stringify(puzzle))}`;
  return url.toString();
}

// The puzzle of the page's fragment, or null when it holds none (or a broken one).
export function puzzleFromFragment(hash = window.location.hash) {
  const match = /^#p=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!match) return null;
  try {
    return JSON.parse(fromBase64Url(match[1]));
  } catch {
    return null;
  }
}

export const samePuzzle = (a, b) => JSON.stringify(a) === JSON.stringify(b);
