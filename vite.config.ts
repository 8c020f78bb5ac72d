import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { ISLANDS } from './app/route-serving.ts'

// the dev server reads .env like `npm start` does (server/index.ts)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

/**
 * Extra client entries for the pages app/route-serving.ts serves with islands (ISLANDS):
 * each is added to the client build, and its output URL is written to build/islands.json for the server.
 */

function islands(): Plugin {
  let clientBuild = false
  let outDir = ''
  const entries = Object.fromEntries(Object.entries(ISLANDS).map(([name, file]) => [path.resolve(file), name]))
  return {
    name: 'harper-islands',
    apply: 'build',
    configResolved(config) {
      clientBuild = !config.build.ssr
      outDir = config.build.outDir
    },
    options(options) {
      if (!clientBuild || !Array.isArray(options.input)) return null
      return { ...options, input: [...options.input, ...Object.keys(entries)] }
    },
    writeBundle(_options, bundle) {
      if (!clientBuild) return
      // each island's URL, and every file a browser downloads for it (its static imports, transitively)
      const manifest: Record<string, { url: string; files: string[] }> = {}
      const staticImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName]
        if (seen.has(fileName) || chunk?.type !== 'chunk') return seen
        seen.add(fileName)
        for (const imported of chunk.imports) staticImports(imported, seen)
        return seen
      }
      for (const chunk of Object.values(bundle)) {
        const name = chunk.type === 'chunk' && chunk.facadeModuleId ? entries[chunk.facadeModuleId] : undefined
        if (name) manifest[name] = { url: `/${chunk.fileName}`, files: [...staticImports(chunk.fileName)].map((file) => `/${file}`) }
      }
      fs.writeFileSync(path.resolve(outDir, '..', 'islands.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    },
  }
}

/**
 * The same island scripts in development (`npm run dev`; app/utils/islands.server.ts names their
 * URLs): one module per island that installs React Router's refresh runtime, then runs the
 * island's script, so a page loads one script as in production and its islands refresh in place.
 */
function devIslands(): Plugin {
  const prefix = 'virtual:harper-island/'
  return {
    name: 'harper-islands-dev',
    apply: 'serve',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      const file = id.startsWith(`\0${prefix}`) ? ISLANDS[id.slice(prefix.length + 1)] : undefined
      if (!file) return null
      // React Router's refresh revalidates its router first: an island page has none, so a stand-in
      const router = 'window.__reactRouterDataRouter ??= { revalidate: async () => {} }'
      return `import 'virtual:react-router/inject-hmr-runtime'\nimport ${JSON.stringify(`/${file}`)}\n${router}\n`
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), islands(), devIslands()],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  build: {
    // Prisma's generated clients and other server-only code must never reach the browser
    // bundle; *.server.ts files are excluded by React Router, this keeps the budget honest.
    target: 'es2022',
    // Fewer, larger shared chunks (each file is compressed on its own, so many small ones cost
    // more): React and what the islands share with every page in one, React Router and the
    // layout's own modules in another — the island never loads the second
    // (docs/decisions/0026, "JavaScript per page"). A group takes its modules' static imports too.
    rolldownOptions: {
      output: {
        // The server's bundle as V8 keeps it for the server's life: one byte a character only when
        // every character is ASCII, two for all of it otherwise (3.5 MB of heap; issue 25). Its
        // comments go, and the rest of its text is escaped to ASCII.
        ...(isSsrBuild ? { charset: 'ascii', comments: false } : {}),
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 20,
              test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]|app[\\/](components[\\/](ui[\\/]button|anchor-link)|utils[\\/](misc|use-hydrated|nonce-provider))\./,
            },
            {
              name: 'layout',
              priority: 10,
              test: /app[\\/](components[\\/](error-boundary|scroll-links|site-header|site-footer|toaster)|utils[\\/]seo|marketing[\\/]company)\./,
            },
          ],
        },
      },
    },
  },
  server: { port: 3000 },
}))
