import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import fs from 'node:fs'
import { defineConfig } from 'vite'

// the dev server reads .env like `npm start` does (server/index.ts)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  build: {
    // Prisma's generated clients and other server-only code must never reach the browser
    // bundle; *.server.ts files are excluded by React Router, this keeps the budget honest.
    target: 'es2022',
  },
  server: { port: 3000 },
})
