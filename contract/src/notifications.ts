import { defineEndpoints } from './endpoint.js';

export const notificationEndpoints = defineEndpoints({});
