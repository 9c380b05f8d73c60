/**
 * Google Maps' documented cross-platform search link (`/maps/search/?api=1&query=`): coordinates when known
 * (exact), else the address text. Opens the Maps app on phones that have it, the website otherwise.
 */
export function googleMapsUrl(address: string, latitude: number | null, longitude: number | null): string {
  const query = latitude !== null && longitude !== null ? `${latitude},${longitude}` : address
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
