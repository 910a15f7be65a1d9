import i18next from 'i18next'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { ChunkLoadError } from './lazy-page.tsx'

type Props = { children: ReactNode; resetKey?: string }
type State = { error: Error | null; resetKey?: string }

/** A failed chunk offers Retry, any other error Reload; never a blank page. Navigating elsewhere resets it. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    // Retry gives the page a new lazy component: rendered in the panel's place, it loads the chunk again.
    const retry =
      error instanceof ChunkLoadError
        ? () => {
            error.retry()
            this.setState({ error: null })
          }
        : undefined
    return <ErrorPanel retry={retry} />
  }
}

function ErrorPanel({ retry }: { retry?: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="page" role="alert">
      <h1>{retry ? t('chunkError.title') : t('crash.title')}</h1>
      <p>{retry ? t('chunkError.body') : t('crash.body')}</p>
      {retry ? (
        <Button onClick={retry}>{t('chunkError.retry')}</Button>
      ) : (
        <Button onClick={() => location.reload()}>{t('crash.reload')}</Button>
      )}
    </div>
  )
}

/** The text of `key` if i18next is started, else `english`: the root fallback must render even before it is. */
const text = (key: 'crash.title' | 'crash.body' | 'actions.retry', english: string) =>
  i18next.isInitialized ? i18next.t(key) : english

/** For a throw in the header, the sign-in state or the router: its fallback needs none of them. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed?: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('App failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="page" role="alert">
        <h1>{text('crash.title', 'Something went wrong')}</h1>
        <p>{text('crash.body', 'An unexpected error stopped this page. Reloading usually helps.')}</p>
        <Button onClick={() => this.setState({ failed: false })}>{text('actions.retry', 'Retry')}</Button>
      </div>
    )
  }
}
