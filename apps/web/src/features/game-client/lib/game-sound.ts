import { useSyncExternalStore } from 'react';

/**
 * Game sounds synthesized with WebAudio (no sound files): short tones and noise bursts. Muting is
 * remembered on the device. The audio context starts on the first sound after a tap (browsers allow
 * audio only after the page has been used).
 */
const MUTE_KEY = 'gc_muted';
const listeners = new Set<() => void>();
let context: AudioContext | null = null;

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

let muted = typeof localStorage === 'undefined' ? false : readMuted();

export function setMuted(next: boolean): void {
  muted = next;
  try {
    localStorage.setItem(MUTE_KEY, next ? '1' : '0');
  } catch {
    // private mode: the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function useMuted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => muted,
    () => false,
  );
}

function audio(): AudioContext | null {
  if (muted || typeof window === 'undefined' || !('AudioContext' in window)) return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** One tone: a frequency (sliding to `to`), a length and a loudness, from `delay` seconds on. */
function tone(
  frequency: number,
  seconds: number,
  options: { to?: number; delay?: number; volume?: number; type?: OscillatorType } = {},
): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + (options.delay ?? 0);
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = options.type ?? 'triangle';
  oscillator.frequency.setValueAtTime(frequency, start);
  if (options.to) oscillator.frequency.exponentialRampToValueAtTime(options.to, start + seconds);
  gain.gain.setValueAtTime(options.volume ?? 0.15, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds + 0.02);
}

/** A short burst of filtered noise (a reel landing, a shot, a card). */
function thump(frequency: number, seconds: number, volume = 0.2): void {
  const ctx = audio();
  if (!ctx) return;
  const samples = Math.floor(ctx.sampleRate * seconds);
  const buffer = ctx.createBuffer(1, samples, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < samples; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / samples) ** 2;
  const source = ctx.createBufferSource();
  const filter = ctx.createBiquadFilter();
  const gain = ctx.createGain();
  source.buffer = buffer;
  filter.type = 'lowpass';
  filter.frequency.value = frequency;
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start();
}

const arpeggio = (notes: readonly number[], step: number, volume: number) =>
  notes.forEach((note, i) => tone(note, step * 2.2, { delay: i * step, volume }));

export const gameSound = {
  spin: () => tone(220, 0.25, { to: 520, volume: 0.06, type: 'sawtooth' }),
  reelStop: () => thump(900, 0.08, 0.3),
  card: () => thump(2400, 0.06, 0.18),
  chip: () => tone(1800, 0.06, { volume: 0.08, type: 'square' }),
  tick: () => tone(1200, 0.04, { volume: 0.05, type: 'square' }),
  win: () => arpeggio([523, 659, 784], 0.08, 0.12),
  bigWin: () => arpeggio([523, 659, 784, 1047, 1319, 1568], 0.1, 0.14),
  feature: () => arpeggio([392, 523, 659, 784, 1047], 0.12, 0.12),
  lose: () => tone(300, 0.35, { to: 140, volume: 0.07 }),
  shot: () => thump(3200, 0.05, 0.22),
  crash: () => thump(300, 0.5, 0.35),
};
