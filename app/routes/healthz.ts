import { healthCheckResponse } from '~/utils/health.server.ts'

// Liveness and readiness for the container (Dockerfile HEALTHCHECK).
export function loader() {
  return healthCheckResponse()
}
