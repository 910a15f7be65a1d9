export function TwoFactorSection() {
  return null
}
