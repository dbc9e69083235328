# The portal as one image: API (serving the built web app) and worker, supervised by scripts/start.mjs.
# docker-compose.yml gives it PostgreSQL, Redis and SMTP through DATABASE_URL, REDIS_URL and SMTP_URL, so no embedded
# service starts inside the container.
# Node 22 LTS (maintained until April 2027).
FROM node:22-bookworm-slim

ENV TURBO_TELEMETRY_DISABLED=1 \
    DO_NOT_TRACK=1 \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    DATA_DIR=/app/.data \
    PORT=3000

# npm 11 (package.json "packageManager"): its install-script policy ("allowScripts") keeps dependencies' scripts off.
RUN npm install -g npm@11.19.1 && mkdir -p /app && chown node:node /app
WORKDIR /app
USER node

# Development dependencies are needed at run time too: the API and the worker run on tsx. The Prisma client is generated
# and the web app built here, in explicit steps; start.mjs then finds both up to date (turbo's cache, same NODE_ENV).
COPY --chown=node:node . .
RUN npm ci \
 && npx prisma generate \
 && NODE_ENV=production npx turbo run build --filter=@portal/web \
 && mkdir -p /app/.data

VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

# start.mjs forwards SIGTERM (docker stop) to the API and the worker and waits for them to finish.
CMD ["node", "scripts/start.mjs"]
