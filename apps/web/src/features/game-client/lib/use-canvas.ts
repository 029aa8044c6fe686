import { useEffect, useRef } from 'react';

export type Draw = (ctx: CanvasRenderingContext2D, width: number, height: number, now: number) => void;

/**
 * A canvas kept at its CSS size times the device pixel ratio, drawn by `draw` in CSS pixels: once per
 * change of `draw` (a new frame of a progress-driven animation), or on every animation frame while
 * `continuous` (a scene that lives on its own). Stops drawing when unmounted.
 */
export function useCanvas(draw: Draw, continuous = false) {
  const ref = useRef<HTMLCanvasElement>(null);
  const drawRef = useRef(draw);
  useEffect(() => {
    drawRef.current = draw;
  });

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    const paint = (now: number) => {
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.clearRect(0, 0, width, height);
      drawRef.current(ctx, width, height, now);
      if (continuous) frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    const resize = new ResizeObserver(() => {
      if (!continuous) frame = requestAnimationFrame(paint);
    });
    resize.observe(canvas);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
    };
  }, [continuous]);

  // A progress-driven canvas repaints whenever it is handed a new drawing.
  useEffect(() => {
    if (continuous) return;
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    draw(ctx, canvas.clientWidth, canvas.clientHeight, performance.now());
  }, [draw, continuous]);

  return ref;
}
