import type * as React from 'react'

/** What the content manager gives an edit view's side panel (`addEditViewSidePanel`). */
export interface EditViewPanelProps {
  model: string
  documentId?: string
  activeTab?: string
  document?: (Record<string, unknown> & { documentId?: string }) | null
}

/** What a side panel answers: its title and content, or null to show nothing. */
export interface PanelDescription {
  title: string
  content: React.ReactNode
}

/** A side panel: a function that may use hooks (the content manager renders it as a component). */
export type EditViewPanel = (props: EditViewPanelProps) => PanelDescription | null
