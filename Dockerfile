# Nexovia: one image holding the built cms and site (README, "Running on servers"). The compose
# file runs it as the cms (`node server.ts` in cms/), the API process (`node dist/api/api-server.mjs`
# in cms/), the site (`node src/server/index.ts` in site/) and the one-shot `prepare` (migrations,
# then the seed of what is missing).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY content-schema/package.json content-schema/
COPY cms/package.json cms/
COPY site/package.json site/
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1
# Astro writes the public origin into the build (canonical URLs, robots.txt, sitemap): build the
# image for the origin it will serve (compose.yaml passes its PUBLIC_SITE_URL).
ARG PUBLIC_SITE_URL=http://localhost:4321
ENV PUBLIC_SITE_URL=$PUBLIC_SITE_URL
COPY . .
# next build, the API process's bundle (scripts/buildApiServer.ts), astro build.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund
# Next's build cache (about 200 MB) serves only the next build.
RUN rm -rf cms/.next/cache

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1 \
    CMS_HOST=0.0.0.0 API_HOST=0.0.0.0 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# The API process's bundle names some package files by absolute path: the app stays at /app.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/content-schema content-schema
COPY --from=build /app/cms cms
COPY --from=build /app/site site
COPY --from=build /app/scripts scripts
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000 3001 4321
CMD ["node", "cms/server.ts"]
