# syntax=docker/dockerfile:1
# The portal's static files behind nginx (DESIGN §2 and §9), two images from one build. From the repository root:
#
#   docker build -f deploy/docker/portal.Dockerfile -t registry.example.com/arena/portal:1.0.0 .
#   docker build -f deploy/docker/portal.Dockerfile --target pages -t registry.example.com/arena/portal-pages:1.0.0 .
#
# - `nginx` (the default target): nginx with deploy/nginx/arena.conf (the caching rules of DESIGN §2, the security
#   headers, the routing by host), the shell's build, the icons, and each remote's first release.
# - `pages`: deploy/bin/pages.mjs, the page server beside nginx (each page's HTML with its link preview, robots.txt,
#   the sitemap). It also carries the releases in /srv/arena/image-releases, which deploy/k8s/static.yaml and
#   docker-compose.yml copy into the releases volume without overwriting it.
# ARENA_ENVIRONMENT names the deploy template (deploy/environments/<name>.json) whose hosts the live manifest uses;
# arena.conf is written for production.example (its CSP lines: node deploy/bin/security-headers.mjs).
ARG NODE_IMAGE=node:20.20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS build
ARG ARENA_ENVIRONMENT=production.example
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund
# The shell, then each remote built and published by the release command (its version stamped in), into the
# layout nginx serves: releases/<remote>/<version>/ and releases/environments/production/platform.json.
RUN npm run build -w shell \
    && if [ "$ARENA_ENVIRONMENT" != production ]; then \
         cp "deploy/environments/$ARENA_ENVIRONMENT.json" deploy/environments/production.json; \
       fi \
    && for remote in tournaments pass account community; do \
         ARENA_RELEASES_DIR=/out/image-releases node deploy/bin/release.mjs "$remote" --env production || exit 1; \
       done
# arena.conf's Content-Security-Policy lines must be the ones for this shell and environment (else the shell's
# inline script would be refused in every browser): fail the build rather than ship that.
RUN node deploy/bin/security-headers.mjs --env production | grep '^add_header' | while IFS= read -r line; do \
      grep -qF -- "$line" deploy/nginx/arena.conf \
        || { echo "deploy/nginx/arena.conf lacks: $line (node deploy/bin/security-headers.mjs)"; exit 1; }; \
    done
RUN mkdir -p /out/deploy \
    && cp -R shell/dist /out/shell \
    && cp -R deploy/public /out/public \
    && cp -R deploy/package.json deploy/bin deploy/lib deploy/environments deploy/public /out/deploy/

# The page server: Node without dependencies (deploy/ needs none at run time).
FROM ${NODE_IMAGE} AS pages
ENV NODE_ENV=production \
    ARENA_RELEASES_DIR=/srv/arena/releases \
    PORT=8079
COPY --from=build /out/deploy /srv/arena/deploy
COPY --from=build /out/shell /srv/arena/shell
COPY --from=build /out/image-releases /srv/arena/image-releases
# The mount point of the releases volume, writable by the seeding copy (a new volume takes its owner from here).
RUN mkdir -p /srv/arena/releases && chown node:node /srv/arena/releases
USER node
EXPOSE 8079
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:8079/robots.txt').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "/srv/arena/deploy/bin/pages.mjs", "--env", "production", "--shell-dist", "/srv/arena/shell", "--host", "0.0.0.0"]

# nginx: the files, the caching rules and the headers of deploy/nginx/arena.conf.
FROM ${NGINX_IMAGE} AS nginx
COPY deploy/nginx/arena.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out/shell /srv/arena/shell
COPY --from=build /out/public /srv/arena/public
# Served as they are when no releases volume is mounted over them (docker run); the volume replaces them otherwise.
COPY --from=build /out/image-releases /srv/arena/releases
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s \
    CMD wget -q -O /dev/null --header 'Host: arena.example.com' http://127.0.0.1/platform.json || exit 1
