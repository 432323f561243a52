// Where to draw the nodes of a Lights Out graph board, which the format gives without
// positions: a circle up to 8 nodes (every link visible), else a few hundred rounds of a
// force-directed layout from that circle, so the same board always looks the same.

export function layout(nodes, edges) {
  const side = Math.max(2, Math.ceil(Math.sqrt(nodes)) * 1.3);
  const points = Array.from({ length: nodes }, (_, i) => {
    const angle = (2 * Math.PI * i) / nodes - Math.PI / 2;
    return { x: Math.cos(angle), y: Math.sin(angle) };
  });
  if (nodes > 8) relax(points, edges);
  return fit(points, side);
}

// Fruchterman and Reingold's forces: every pair repels, every link pulls, and the step cools.
function relax(points, edges) {
  const n = points.length;
  const k = Math.sqrt(4 / n);
  let step = 0.1;
  for (let round = 0; round < 300; round++) {
    const push = points.map(() => ({ x: 0, y: 0 }));
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const dx = points[i].x - points[j].x;
        const dy = points[i].y - points[j].y;
        const d2 = Math.max(dx * dx + dy * dy, 1e-6);
        const f = (k * k) / d2;
        push[i].x += dx * f; push[i].y += dy * f;
        push[j].x -= dx * f; push[j].y -= dy * f;
      }
    }
    for (const [a, b] of edges) {
      const dx = points[a].x - points[b].x;
      const dy = points[a].y - points[b].y;
      const d = Math.sqrt(dx * dx + dy * dy) || 1e-3;
      const f = d / k;
      push[a].x -= dx * f; push[a].y -= dy * f;
      push[b].x += dx * f; push[b].y += dy * f;
    }
    for (let i = 0; i < n; i++) {
      const len = Math.hypot(push[i].x, push[i].y) || 1;
      const move = Math.min(len, step);
      points[i].x += (push[i].x / len) * move;
      points[i].y += (push[i].y / len) * move;
    }
    step *= 0.985;
  }
}

function fit(points, side) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY) || 1;
  const scale = (side - 1) / span;
  return { side, points: points.map((p) => ({ x: 0.5 + (p.x - minX) * scale, y: 0.5 + (p.y - minY) * scale })) };
}
