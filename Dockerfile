# syntax=docker/dockerfile:1
# One image for the api, the worker and the migrate step (docker-compose.yml picks the command),
# built once. Node 22 LTS, pinned; the final stage has no dev dependencies and runs as `node`.
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
RUN npm run build && npm prune --omit=dev && npm cache clean --force

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
COPY --from=build /app /app
USER node
EXPOSE 3000
# The compiled server only (npm run build above); the flags are npm start's, explained in docs/decisions/007.
CMD ["node", "--liftoff-only", "--heap-growing-percent=30", "dist/server/api.js"]
