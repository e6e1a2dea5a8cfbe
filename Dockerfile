# The production image. Its build runs the same commands as CI (`npm ci`, `npm run build`);
# the tests themselves run in CI, which needs a browser and a database this image has no use for.
#
#   docker build -t family-checkin .
#   docker run -e DATABASE_URL=… -e PUBLIC_URL=… -e AUTH_SECRET=… … -p 3000:3000 family-checkin
#
# One image, two roles: ROLE=web or ROLE=worker (see docs/deploy.md).

# Node 24, the project's runtime (decision 034).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image runs on the base image's Node: the Node package pinned in optionalDependencies is
# for machines whose own Node is older (decision 034), so it is not shipped.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-* node_modules/.bin/node

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# What the server reads at run time: its bundle and the web app, the production packages,
# the migrations it applies at start-up, and the blog and page content.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/content ./content
# The files belong to root and cannot be changed by the process, which runs as `node`; only the
# embedded database's directory is its own, for a trial without a database server (APP_ENV=development,
# docs/deploy.md). Without it, local mode stopped at start-up: EACCES, mkdir '/app/data'.
RUN mkdir /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready means: the database answers, migrations are applied, and the worker runs when this
# process's role includes it. Node's own fetch, so the image needs no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "dist/server/main.js"]
