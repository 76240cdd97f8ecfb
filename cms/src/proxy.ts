import { NextResponse } from 'next/server'
import { isWellFormedPath } from './access/refuseMalformedUrl'

/**
 * Before Next routes anything: a path whose %-escapes do not decode (`/api/%ZZ`) is a 400. Next's
 * router would throw decoding it and answer 500 before the REST route's own guard runs.
 */
export function proxy(request: Request) {
  if (isWellFormedPath(request.url)) return NextResponse.next()
  return NextResponse.json({ message: 'errors.invalidInput' }, { status: 400 })
}

export const config = { matcher: '/api/:path*' }
