/** One server-sent event; `paced` ones carry the answer's text and are sent {@link RELAY_DELTA_INTERVAL_MS} apart. */
export interface SseEvent {
  event?: string
  data: unknown
  paced?: boolean
}

/**
 * The pause before each piece of a streamed answer, so that a streaming client shows text arriving, and so a
 * record's time to first token and duration are not zero. About 0.2 s for a canned answer (docs/mock.md).
 */
export const RELAY_DELTA_INTERVAL_MS = 20

export interface StreamTiming {
  /** From the stream's start. */
  firstTokenMs: number | null
  durationMs: number
}

/** When the stream's first paced event and its end go out, as {@link sseStream} sends them. */
export function plannedTiming(
  events: readonly SseEvent[],
  intervalMs = RELAY_DELTA_INTERVAL_MS,
): StreamTiming {
  const paced = events.filter((event) => event.paced).length
  return { firstTokenMs: paced > 0 ? intervalMs : null, durationMs: paced * intervalMs }
}

export function encodeSseEvent({ event, data }: SseEvent): string {
  return `${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`
}

/** Produced on demand, one event at a time; a client that hangs up stops the timers. */
export function sseStream(
  events: readonly SseEvent[],
  intervalMs = RELAY_DELTA_INTERVAL_MS,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let index = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let wake: (() => void) | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = events[index]
      index += 1
      if (next === undefined) {
        controller.close()
        return
      }
      if (next.paced && intervalMs > 0) {
        await new Promise<void>((resolve) => {
          wake = resolve
          timer = setTimeout(resolve, intervalMs)
        })
        if (timer === undefined) return
      }
      controller.enqueue(encoder.encode(encodeSseEvent(next)))
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
      wake?.()
    },
  })
}
