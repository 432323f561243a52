// The games kept in localStorage, one entry a puzzle (so a reload resumes it, and starting
// another puzzle or playing one in another tab never loses a game), and the puzzle, with the
// position when the player asks, in a share link's fragment (which never reaches the server).

const PREFIX = 'gridlogic.save.';
// The one shared slot of before: read once, moved to its puzzle's own entry.
const LEGACY = 'gridlogic.game';
// Which game this tab plays, so that a reload of each of two tabs takes back its own.
const CURRENT = 'gridlogic.current';
// Games kept: the most recently played; an older one is dropped when a new one is saved.
export const KEPT_GAMES = 20;

// A short name of the puzzle itself (FNV-1a of its JSON, twice with two seeds): the same
// puzzle is the same entry whichever tab or link opened it.
function hash(text) {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}

export function keyOf(puzzle) {
  return `${PREFIX}${String(puzzle.type).replace(/[^a-z0-9_-]/gi, '')}.${hash(JSON.stringify(puzzle))}`;
}

// A saved game as this page writes it, or null for anything else under the name.
function valid(entry) {
  return entry && typeof entry === 'object' && entry.puzzle && typeof entry.puzzle === 'object'
    && typeof entry.puzzle.type === 'string' && entry.history && typeof entry.history === 'object'
    && 'present' in entry.history ? entry : null;
}

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? valid(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

function keys() {
  const found = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX)) found.push(key);
    }
  } catch {
    // Storage disabled: no games kept.
  }
  return found;
}

function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do without storage.
  }
}

// Every game kept, the most recently played first; an entry this page cannot read is skipped.
export function list() {
  return keys().map((key) => ({ key, game: read(key) }))
    .filter((item) => item.game)
    .sort((x, y) => (Number(y.game.lastPlayed) || 0) - (Number(x.game.lastPlayed) || 0));
}

export function save(game) {
  const key = keyOf(game.puzzle);
  const text = JSON.stringify({ ...game, lastPlayed: Date.now() });
  let fresh = false;
  try {
    fresh = localStorage.getItem(key) === null;
    sessionStorage.setItem(CURRENT, key);
  } catch {
    return;
  }
  // A full storage gives up the oldest other games, one at a time, before this one.
  for (let tries = 0; tries < KEPT_GAMES; tries++) {
    try {
      localStorage.setItem(key, text);
      break;
    } catch {
      const others = list().filter((item) => item.key !== key);
      if (!others.length) return;
      forget(others[others.length - 1].key);
    }
  }
  if (fresh) for (const { key: old } of list().slice(KEPT_GAMES)) forget(old);
}

export function remove(key) {
  forget(key);
}

export function loadPuzzle(puzzle) {
  return read(keyOf(puzzle));
}

// The game to open: this tab's own, else the one played last (the old single slot moved first).
export function load() {
  try {
    const legacy = valid(JSON.parse(localStorage.getItem(LEGACY)));
    if (legacy && !read(keyOf(legacy.puzzle))) {
      localStorage.setItem(keyOf(legacy.puzzle), JSON.stringify({ ...legacy, lastPlayed: Date.now() }));
    }
    localStorage.removeItem(LEGACY);
  } catch {
    // A broken old slot is only lost.
  }
  let current = null;
  try {
    current = sessionStorage.getItem(CURRENT);
  } catch {
    current = null;
  }
  const own = current && current.startsWith(PREFIX) ? read(current) : null;
  if (own) return own;
  const all = list();
  return all.length ? all[0].game : null;
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

// The link to the puzzle; with a position (the board's state: entries and marks), to both.
export function shareLink(puzzle, position = null) {
  const url = new URL(window.location.href);
  url.hash = `p=${toBase64Url(JSON.stringify(puzzle))}`
    + (position !== null ? `&s=${toBase64Url(JSON.stringify(position))}` : '');
  return url.toString();
}

// The puzzle of the page's fragment, or null when it holds none (or a broken one).
export function puzzleFromFragment(hash = window.location.hash) {
  const shared = sharedFromFragment(hash);
  return shared ? shared.puzzle : null;
}

// The puzzle and the position (null when the link has none) of the fragment, or null.
export function sharedFromFragment(hash = window.location.hash) {
  const match = /^#p=([A-Za-z0-9_-]+)(?:&s=([A-Za-z0-9_-]+))?$/.exec(hash);
  if (!match) return null;
  try {
    const puzzle = JSON.parse(fromBase64Url(match[1]));
    if (!puzzle || typeof puzzle !== 'object') return null;
    let position = null;
    if (match[2]) {
      try {
        position = JSON.parse(fromBase64Url(match[2]));
      } catch {
        position = null;
      }
    }
    return { puzzle, position };
  } catch {
    return null;
  }
}

export const samePuzzle = (a, b) => JSON.stringify(a) === JSON.stringify(b);
