import { defineEndpoints } from './endpoint.js';

export const matchChatEndpoints = defineEndpoints({});
