/** Whether the request carries a cookie of this name at all, whatever its value. */
export function carriesCookie(request: Request, name: string): boolean {
  return (request.headers.get('Cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`))
}
