# syntax=docker/dockerfile:1
# Harper Home: production image.
#
#   docker build -t harper-home .
#   docker run -d --name harper -p 3000:3000 -v harper-data:/data \
#     -e PUBLIC_URL=https://harper.example.com -e TRUST_PROXY=1 \
#     harper-home
#
# SESSION_SECRET (at least 32 characters; a comma-separated list rotates secrets: the first signs,
# all verify) is never baked into the image. Unset, the server makes a random one on first start
# and keeps it in the /data volume, so it survives restarts; give it explicitly when several
# containers share one database.
# PUBLIC_URL is the address visitors use. With an https:// (or any non-localhost) PUBLIC_URL
# cookies are Secure with the __Host- prefix and HSTS is sent, so the site must then be reached
# over HTTPS. It is required in production; for a local `docker run` use http://localhost:3000.
# TRUST_PROXY is the number of reverse-proxy hops in front of the container (e.g. 1), so rate
# limits and audit logs see the visitor's IP. Leave it unset when nothing sits in front.
# Every other variable is listed in .env.example.
#
# /data is the one volume: the SQLite file (with its -wal/-shm companions), UPLOAD_DIR and the
# backups `npm run db:backup` writes ($DATA_DIR/backups). A bind mount must be writable by uid 1000
# (the image's `node` user): the start checks, and names the directory and the chown that fixes it.
# With a PostgreSQL DATABASE_URL only the uploads live there.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# ── base: Node 20.20 with npm 11.19 ─────────────────────────────────────────────────────────────
# Node 20 ships npm 10, which ignores package.json's `allowScripts` and would run every
# dependency's install script, including @prisma/engines' engine download (it cannot succeed
# offline and is not needed). npm 11.19 runs only the allowed ones (esbuild, prisma).
FROM ${NODE_IMAGE} AS base
RUN npm install --global npm@11.19.1 && npm cache clean --force
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1
WORKDIR /app

# ── deps: every dependency, dev ones included, exactly as locked ────────────────────────────────
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci

# ── build: both Prisma clients into app/generated/, the app into build/ ─────────────────────────
FROM deps AS build
COPY . .
RUN npm run build

# ── prod-deps: runtime dependencies only (prisma CLI for migrations, tsx, adapters, express …) ──
# Build tools are devDependencies (vite, rolldown, lightningcss, tailwind). TypeScript is also an
# optional peer of @prisma/client and @react-router/node, which `--omit=dev` still installs (npm
# omits a dev-and-optional package only with --omit=optional too, which would drop libsql's native
# binary); nothing at run time needs it (tsx compiles with esbuild), so it is removed: 23 MB.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev \
  && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
  && npm cache clean --force

# ── runtime ─────────────────────────────────────────────────────────────────────────────────────
FROM base AS runtime
# tini as PID 1: it passes SIGTERM on to the start (PID 1 gets no default signal handling, so a
# shell there would ignore it) and reaps the migrations' child processes.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    DATABASE_URL=file:/data/harper.db \
    UPLOAD_DIR=/data/uploads

COPY --from=prod-deps /app/node_modules ./node_modules
# Harper's classifier as `npm run build` learnt it (docs/decisions/0038): read at start, not learnt again.
COPY --from=build /app/node_modules/.cache/harper-home ./node_modules/.cache/harper-home
# The React Router build (build/client already holds public/).
COPY --from=build /app/build ./build
# scripts/db.ts and prisma/seed.ts run from source through tsx and import app/
# modules, including the generated clients in app/generated/; tsconfig.json maps the ~/ alias.
# prisma/ holds both schemas and both migration folders; prisma.config.ts drives `migrate deploy`.
COPY --from=build /app/app ./app
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/package.json /app/prisma.config.ts /app/tsconfig.json ./

# The code stays owned by root (read-only for the app); only /data is writable.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 3000

# /healthz answers 200 after a database round trip, 503 otherwise. The slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]

# `npm start`, without npm in between (scripts/container-start.sh): check that /data is writable,
# apply the migrations for DATABASE_URL's provider, seed an empty database (no demo accounts in
# production; SEED_ADMIN_EMAIL/SEED_ADMIN_PASSWORD create a super_admin), then exec the server, so
# tini's SIGTERM reaches it; a SIGTERM during the migrations stops them and the start at once.
# `node --import tsx` is tsx in the same process (the tsx CLI would add a child process); the server
# itself is the bundle `npm run build` wrote (build/start.mjs), run without tsx (docs/decisions/0026).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["/bin/sh", "scripts/container-start.sh"]
