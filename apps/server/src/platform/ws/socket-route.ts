import websocket from '@fastify/websocket';
import { chat } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { SocketHub } from './hub.ts';

/**
 * The chat socket at /ws (DESIGN §1). It is push-only, as in the original (facts §7): a client sends the text
 * `ping` and acknowledgements; everything else goes through HTTP calls. Frames over SOCKET_MAX_FRAME close the
 * socket (1009), so a client cannot make the server buffer large frames.
 */
export async function registerSocketRoute(app: FastifyInstance, hub: SocketHub): Promise<void> {
  await app.register(websocket, { options: { maxPayload: chat.SOCKET_MAX_FRAME } });
  app.get('/ws', { websocket: true }, (socket) => {
    const clientId = hub.attach(socket);
    socket.send(JSON.stringify({ v: chat.SOCKET_VERSION, type: 'init', data: { client_id: clientId } }));
  });
  app.addHook('onClose', () => hub.close());
}
