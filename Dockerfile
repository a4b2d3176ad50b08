# One image for the api and worker services (docker-compose.yml picks the command).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The Temporal CLI is not needed in the image: compose runs a Temporal server.
RUN npm ci --ignore-scripts=false && npm cache clean --force
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# glibc gives every thread that allocates its own malloc arena and keeps freed memory in them;
# with render threads, sharp and resvg that held 150-270 MB (docs/performance.md).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/server.ts"]
