# syntax=docker/dockerfile:1
# One image for the api, the worker and the migrate step (docker-compose.yml picks the command),
# built once. Node 22 LTS, pinned. The final stage holds only what the processes read at run time
# (decision 065): production dependencies with this platform's native binaries alone, the build,
# the migrations, the catalog's assets and the cutout model; no dev dependencies, no tests, no docs.
ARG NODE_IMAGE=node:22.18.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# onnxruntime-node's install script only fetches CUDA binaries (the CPU one ships in the package);
# npm 11 skips it through package.json's allowScripts, older npm through this (decision 010).
ENV ONNXRUNTIME_NODE_INSTALL=skip
# The Temporal CLI (postinstall) is not needed in the image: compose runs a Temporal server, and
# its installer only warns when Python is missing.
RUN npm ci && npm cache clean --force
COPY . .
# Everything the processes serve, built once: SPA, workflow bundle, compiled server, e-mail layouts.
RUN npm run build:web && npm run build:workflows && npm run build:server

# The runtime's node_modules: production dependencies, then only this platform's binaries, no
# docs, type declarations, source maps or tests (scripts/image/prune-runtime.sh).
FROM build AS runtime-modules
RUN npm prune --omit=dev && npm cache clean --force && sh scripts/image/prune-runtime.sh "$(node -p process.arch)"

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
# glibc gives every thread that allocates its own malloc arena and keeps freed memory in them;
# with render threads, sharp and resvg that held 150-270 MB (docs/performance.md).
ENV MALLOC_ARENA_MAX=2
# Large buffers (canvases, PNGs) always mapped on their own, so freeing one returns it to the system.
ENV MALLOC_MMAP_THRESHOLD_=131072
# Nothing is kept on the container's disk in this shape (PostgreSQL, S3, SMTP are services).
ENV DATA_DIR=/tmp/adforge
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=runtime-modules /app/node_modules ./node_modules
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/mail ./dist/mail
COPY --from=build /app/dist/workflow-bundle.js ./dist/workflow-bundle.js
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/engine/catalog/assets ./engine/catalog/assets
COPY --from=build /app/engine/cutout/models ./engine/cutout/models
USER node
EXPOSE 3000
# The API's liveness (GET /api/live); compose gives the worker its own check and the migrate job none.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled server only (npm run build above); the flags are npm start's, explained in docs/decisions/007.
CMD ["node", "--liftoff-only", "--heap-growing-percent=30", "dist/server/api.js"]
