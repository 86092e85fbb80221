# syntax=docker/dockerfile:1
# The production image (README › Production): the built web app and the server compiled to plain
# JavaScript (scripts/build-server.mjs; no TypeScript transpiler at run time), run as the unprivileged
# `node` user, data in /data, health from /readyz.

# 0. The package manifests alone: the dependency layers below are rebuilt only when they change.
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/

# 1. Build: every dependency, the web app and the server bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY --from=manifests /src/ ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-web.mjs --force && node scripts/build-server.mjs

# 2. The packages the server imports at run time, without the development tools.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY --from=manifests /src/ ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The image: node, pg_dump/pg_restore for backups (PostgreSQL 15 client), the app.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=manifests /src/apps/server/package.json ./apps/server/
COPY --from=build /src/dist/server ./dist/server
COPY --from=build /src/apps/web/dist ./apps/web/dist
COPY apps/server/src/db/migrations ./apps/server/src/db/migrations
COPY apps/server/src/seed/reference ./apps/server/src/seed/reference
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=4", "dist/server/server.mjs"]
