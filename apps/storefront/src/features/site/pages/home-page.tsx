export function Page() {
  return <div className="home-page" />;
}
