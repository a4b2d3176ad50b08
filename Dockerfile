# One image for the api and worker services (docker-compose.yml picks the command).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# onnxruntime-node's install script only fetches CUDA binaries (the CPU one ships in the package);
# npm 11 skips it through package.json's allowScripts, older npm through this (decision 010).
ENV ONNXRUNTIME_NODE_INSTALL=skip
# The Temporal CLI is not needed in the image: compose runs a Temporal server.
RUN npm ci --ignore-scripts=false && npm cache clean --force
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# glibc gives every thread that allocates its own malloc arena and keeps freed memory in them;
# with render threads, sharp and resvg that held 150-270 MB (docs/performance.md).
ENV MALLOC_ARENA_MAX=2
# Large buffers (canvases, PNGs) always mapped on their own, so freeing one returns it to the system.
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
# The compiled server (npm run build); the flags are npm start's, explained in docs/decisions/007.
CMD ["node", "--liftoff-only", "--heap-growing-percent=30", "dist/server/api.js"]
