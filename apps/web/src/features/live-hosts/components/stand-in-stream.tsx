import { useEffect, useRef } from 'react';

/**
 * The development stand-in for a host's stream: a looping scene drawn here (a stage light sweeping
 * over the host's initial), so a host without a stream address still shows something alive.
 */
export function StandInStream({ name, label }: { name: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let frame = 0;
    let handle = 0;
    const draw = () => {
      const { width, height } = canvas;
      const t = frame / 60;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${(t * 20) % 360} 60% 25%)`);
      gradient.addColorStop(1, `hsl(${(t * 20 + 120) % 360} 60% 15%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const x = width / 2 + Math.sin(t) * width * 0.3;
      const light = context.createRadialGradient(x, height * 0.4, 10, x, height * 0.4, height * 0.6);
      light.addColorStop(0, 'rgba(255, 240, 200, 0.55)');
      light.addColorStop(1, 'rgba(255, 240, 200, 0)');
      context.fillStyle = light;
      context.fillRect(0, 0, width, height);
      context.fillStyle = 'rgba(255, 255, 255, 0.9)';
      context.font = `bold ${Math.round(height * 0.35)}px sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText([...name][0]?.toUpperCase() ?? '?', width / 2, height * 0.5 + Math.sin(t * 2) * 6);
      frame += 1;
      handle = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(handle);
  }, [name]);
  return (
    <canvas
      ref={canvasRef}
      width={640}
      height={360}
      role="img"
      aria-label={label}
      style={{ width: '100%' }}
    />
  );
}
