# syntax=docker/dockerfile:1
# The portal API (DESIGN §9): the contract and the API built, then only their production dependencies, run as the
# unprivileged `node` user. From the repository root:
#
#   docker build -f deploy/docker/api.Dockerfile -t registry.example.com/arena/api:1.0.0 .
#
# deploy/docker/api-image.mjs decides what the image holds; scripts/check-production-install.mjs installs the same
# layout with the same command in a clean folder and starts the API from it (no Docker engine needed); with
# --dockerfile it runs this file's build stage itself (its COPY and RUN lines) in that folder first.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The install first (cached while no package.json or the lock changes): the root package.json with the API's two
# workspaces.
COPY package.json package-lock.json tsconfig.base.json ./
COPY deploy/docker/api-image.mjs deploy/docker/
COPY contract/package.json contract/
COPY api/package.json api/
RUN node deploy/docker/api-image.mjs build /src \
    && npm install --no-audit --no-fund
COPY contract/ contract/
COPY api/ api/
# contract/dist, then api/dist, transpiled by esbuild (contract/scripts/transpile.mjs; tests and src/testing left out).
RUN npm run build -w api
# The runtime layout in /out, with production dependencies only (the lock's versions).
RUN node deploy/docker/api-image.mjs runtime /out \
    && cd /out \
    && npm install --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# A young generation of 64 MB semi-spaces: an API call's short-lived objects die young, fewer collections stall
# the event loop (capacity bench, 10,000 players on one instance: page-call p99 84–91 ms against 107–109 ms with
# Node's default; docs/performance.md "Capacity"). The capacity bench starts the API with these options too.
ENV NODE_OPTIONS="--max-semi-space-size=64" \
    NODE_ENV=production \
    PORT=8090 \
    HOST=0.0.0.0 \
    ARENA_DATA_DIR=/var/lib/arena
# The files belong to root and cannot be changed by the process; only the data folder is the API's.
COPY --from=build /out /app
RUN mkdir -p /var/lib/arena && chown node:node /var/lib/arena
USER node
WORKDIR /app/api
EXPOSE 8090
# Liveness, as the Kubernetes probe: the process answers and reaches its database. The first start migrates.
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8090) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The API handles SIGTERM itself (readiness off, drain, close): node runs as PID 1, with no shell in between.
CMD ["node", "dist/main.js"]
