// jsdom plus the fetch-era globals Node already has (Response, Request, Headers, fetch...), which jsdom lacks.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Response',
  'Request',
  'Headers',
  'FormData',
  'Blob',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'TransformStream',
];

class ArenaJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined')
        this.global[name] = globalThis[name];
    }
  }
}

module.exports = ArenaJsdomEnvironment;
