import type { Server } from 'node:http';
import type express from 'express';

export function listen(app: express.Express, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

export const serverUrl = (server: Server): string => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
};
