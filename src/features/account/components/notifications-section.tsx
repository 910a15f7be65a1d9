export function NotificationsSection() {
  return null
}
