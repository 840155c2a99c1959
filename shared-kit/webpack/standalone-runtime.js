// Standalone frames of a remote have no shell to provide the Module Federation runtime, which remotes take
// from the page (experiments.externalRuntime). This tiny bundle provides it before the remote's entry runs.
// The request path differs from '@module-federation/runtime-core' on purpose: that one is an external.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
