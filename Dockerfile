# syntax=docker/dockerfile:1
# The platform server with the built web app, on Node 24. Not built or run on the project's own machines (they have
# no container engine): see README "Docker and compose".
#   docker build -t h5-platform .
#   docker run -p 8080:8080 -e KEY_RING_SECRET=... -v h5-data:/app/data h5-platform

# ── build: every dependency (Vite, esbuild, TypeScript), then `npm run build` (web app and server bundle) ──────────
FROM node:24-slim AS build
WORKDIR /app
# The manifests first, so that a change of source alone reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# No install scripts: the slim image has no Python or compiler, and better-sqlite3's (an implicit `node-gyp rebuild`)
# would fail there; it loads the prebuilt binary it ships without it. Nothing else needs its script here: esbuild and
# Vite find their platform packages themselves, and the `node` devDependency (the pinned Node of a developer's
# machine) is not wanted, the image has Node 24 itself.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# ── run: the server's production dependencies, its bundle, the built app and the files it reads at run time ────────
FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# Only what the bundle imports at run time (apps/server's dependencies; its build fails on anything else).
RUN npm ci --omit=dev --workspace apps/server --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY apps/server/merchants apps/server/merchants
COPY apps/server/static apps/server/static
# DATABASE_PATH's folder (data/platform.sqlite by default): the SQLite file, or the uploaded feedback images when
# DATABASE_URL names PostgreSQL. The only place the server writes.
RUN mkdir -p data && chown node:node data
VOLUME /app/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/wps/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1, in exec form, so that SIGTERM reaches the server: it stops accepting, finishes the requests in
# flight (SHUTDOWN_GRACE_SECONDS, 8 s, below the runtime's 10 s before SIGKILL) and exits 0.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
