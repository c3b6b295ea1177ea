/** The search failure message (the index or the service could not be reached). */
export function SearchError() {
  return (
    <div className="search-message">
      <p className="search-message-title">Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}
