import { useAuth } from '@strapi/strapi/admin'
import type * as React from 'react'
import { Navigate } from 'react-router-dom'

/**
 * Where each person lands in the admin (docs/spec.md §27.6). Door staff may touch nothing but bookings: their
 * home is the door list, so the admin's home (Strapi's dashboard, with widgets they could move or delete and
 * nothing they use) opens it instead, after sign-in as from the menu. Everyone else keeps the dashboard.
 */

const RESERVATIONS = 'api::reservation.reservation'

interface Permission {
  action: string
  subject?: string | null
}

/** Whoever's every permission is about bookings: the door list is all of the admin they use. */
export const onlyBookings = (permissions: Permission[]) =>
  permissions.length > 0 && permissions.every((permission) => permission.subject === RESERVATIONS)

function Landing({ Home }: { Home: React.ComponentType }) {
  const permissions = useAuth('Landing', (auth: { permissions: Permission[] }) => auth.permissions)
  return onlyBookings(permissions) ? <Navigate to="/door" replace /> : <Home />
}

/** A route of the admin's router, as far as this reads it. */
export interface AdminRoute {
  index?: boolean
  lazy?: () => Promise<{ Component?: React.ComponentType | null }>
}

/** The admin's routes with its home (the index route) deciding by who signed in. */
export const homeByRole = <Route extends AdminRoute>(routes: Route[]): Route[] =>
  routes.map((route) => {
    const strapiHome = route.lazy
    if (!route.index || !strapiHome) return route
    return {
      ...route,
      lazy: async () => {
        const loaded = await strapiHome()
        const Home = loaded.Component
        // biome-ignore lint/correctness/noComponentHookFactories: made once, when the router first loads the route.
        return Home ? { ...loaded, Component: () => <Landing Home={Home} /> } : loaded
      },
    }
  })

/**
 * Strapi's banner announcing its new media library (a link to its blog, on every page: 100 px of a phone) is
 * of no use to anybody here: marked dismissed before the admin renders. Strapi keys the dismissal by its flag
 * and the project's uuid, which this project has none of (`false`, and `undefined` until the admin read it).
 */
export const dismissStrapiBanners = () => {
  for (const legacy of [true, false]) {
    for (const project of ['undefined', 'false']) {
      window.localStorage.setItem(`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${project}`, 'true')
    }
  }
}
