/** An e-mail address in a console cell: one long word, allowed to break anywhere (admin.css). */
export const Breakable = ({ text }: { text: string }) => (
  <span className="admin-table__breakable">{text}</span>
)

/** A booking reference in a console cell, never broken across lines (admin.css). */
export const Reference = ({ text }: { text: string }) => <span className="admin-table__ref">{text}</span>
