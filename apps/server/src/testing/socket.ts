import type { SocketServerFrame } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { scaled } from './time-scale.js';

/** A socket whose frames are queued, so a test can wait for the next one of a type. */
export async function openSocket(app: FastifyInstance) {
  const socket: WebSocket = await app.injectWS('/ws');
  const frames: SocketServerFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as SocketServerFrame);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  async function next(type: string, timeoutMs = scaled(15_000)): Promise<SocketServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = frames.findIndex((frame) => frame.type === type);
      if (index >= 0) return frames.splice(index, 1)[0] as SocketServerFrame;
      if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { socket, frames, next, closed, send: (frame: unknown) => socket.send(JSON.stringify(frame)) };
}
