import type { ArenaModule } from '../../arena-module.js';
import { createMatchChatChannel } from './match-chat-channel.js';
import { registerMatchChatRoutes } from './match-chat-routes.js';

/** The chat of a match: image uploads and the `/match-chat` channel. */
export const matchChatModule: ArenaModule = {
  name: 'match-chat',
  parts: (context) => ({
    routes: (app) => registerMatchChatRoutes(app, context),
    sockets: [createMatchChatChannel(context)],
  }),
};
