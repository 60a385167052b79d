/** An empty page (native shells open it while they load their own views). */
export function BlankPage() {
  return <div className="pane" data-testid="blank-page" />;
}
