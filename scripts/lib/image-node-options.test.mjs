import assert from 'node:assert/strict';
import { test } from 'node:test';
import { imageNodeOptions } from './image-node-options.mjs';

test("the API image's NODE_OPTIONS, as the capacity bench starts the API with them", () => {
  assert.deepEqual(imageNodeOptions(), ['--max-semi-space-size=64']);
  assert.deepEqual(imageNodeOptions('ENV NODE_OPTIONS="--a=1  --b" \\\n    PORT=1'), ['--a=1', '--b']);
  assert.deepEqual(imageNodeOptions('ENV PORT=1'), []);
});
