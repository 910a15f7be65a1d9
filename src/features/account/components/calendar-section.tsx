export function CalendarSection() {
  return null
}
