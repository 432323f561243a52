// The play timer: counts only while the puzzle is open and unsolved, and its total is kept
// with the game so a reload continues it.

export class Timer {
  constructor(onTick) {
    this.onTick = onTick;
    this.elapsed = 0;
    this.since = null;
    this.interval = null;
  }

  start(elapsed = 0) {
    this.stop();
    this.elapsed = elapsed;
    this.since = performance.now();
    this.interval = setInterval(() => this.onTick(this.total()), 1000);
    this.onTick(this.total());
  }

  stop() {
    if (this.since !== null) this.elapsed += performance.now() - this.since;
    this.since = null;
    clearInterval(this.interval);
    this.interval = null;
    this.onTick(this.total());
  }

  total() {
    return this.elapsed + (this.since !== null ? performance.now() - this.since : 0);
  }
}

export function formatTime(ms) {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
